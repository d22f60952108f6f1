import { describe, expect, it } from 'vitest'
import { appendPage, emptyPagedList } from './paged-list'

const ids = (...values: string[]) => values.map((id) => ({ id }))

describe('appendPage', () => {
  it('appends pages in order and counts them', () => {
    const list = emptyPagedList<{ id: string }>()
    appendPage(list, ids('a', 'b'), true)
    appendPage(list, ids('c'), false)
    expect(list).toMatchObject({ items: ids('a', 'b', 'c'), page: 2, hasMore: false })
  })

  it('never appends an id twice, within a page or across pages', () => {
    const list = emptyPagedList<{ id: string }>()
    appendPage(list, ids('a', 'b', 'b'), true)
    appendPage(list, ids('b', 'c', 'a'), true)
    expect(list.items).toEqual(ids('a', 'b', 'c'))
    expect(list.page).toBe(2)
  })
})
