// What the app keeps in IndexedDB (the offline feed and the reaction queue), read in the page.
import type { Page } from '@playwright/test'

/** Every record of the app's IndexedDB stores, by database (the offline feed and queue). */
export function indexedDbRecords(page: Page) {
  return page.evaluate(async () => {
    const records: Record<string, unknown[]> = {}
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      records[name] = await new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(new Error(String(open.error)))
        open.onsuccess = () => {
          const db = open.result
          const stores = [...db.objectStoreNames]
          if (stores.length === 0) {
            db.close()
            resolve([])
            return
          }
          const transaction = db.transaction(stores)
          const all: unknown[] = []
          for (const store of stores) {
            const request = transaction.objectStore(store).getAll()
            request.onsuccess = () => all.push(...(request.result as unknown[]))
          }
          transaction.oncomplete = () => {
            db.close()
            resolve(all)
          }
          transaction.onerror = () => reject(new Error(String(transaction.error)))
        }
      })
    }
    return records
  })
}

/** The reaction queue's entries (none before it was first opened). */
export const queuedReactions = async (page: Page) =>
  (await indexedDbRecords(page))['offline-reactions'] ?? []
