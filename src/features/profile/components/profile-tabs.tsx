// The content of a profile as tabs: videos, nft and playlists, the last two coming
// soon. Arrow keys move between tabs, as in any tab list.
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { OwnVideos } from './own-videos'
import { ProfileVideos } from './profile-videos'

const TABS = [
  { key: 'videos', label: 'Videos' },
  { key: 'nft', label: 'NFT' },
  { key: 'playlists', label: 'Playlists' },
] as const

type TabKey = (typeof TABS)[number]['key']

export function ProfileTabs({ isOwn }: { isOwn: boolean }) {
  const id = useId()
  const [selected, setSelected] = useState<TabKey>('videos')
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    if (!step) return
    event.preventDefault()
    const index = TABS.findIndex((tab) => tab.key === selected)
    const next = (index + step + TABS.length) % TABS.length
    setSelected(TABS[next]!.key)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className="profile-tabs">
      <div
        className="profile-tabs__list"
        role="tablist"
        aria-label="Profile content"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            className="profile-tabs__tab"
            aria-selected={selected === tab.key}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={selected === tab.key ? 0 : -1}
            onClick={() => setSelected(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={selected !== tab.key}
          className="profile-tabs__panel"
        >
          {selected === tab.key &&
            (tab.key === 'videos' ? (
              isOwn ? (
                <OwnVideos />
              ) : (
                <ProfileVideos />
              )
            ) : (
              <p className="profile-message">Coming soon</p>
            ))}
        </div>
      ))}
    </div>
  )
}
