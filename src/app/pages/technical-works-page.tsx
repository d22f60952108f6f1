import { TechnicalWorksScreen } from '../../features/settings/components/technical-works-screen'

export default function TechnicalWorksPage() {
  return <TechnicalWorksScreen />
}
