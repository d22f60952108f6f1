// Before any worker starts its server (support/test.ts): the preview build they all serve.
import { previewBuild } from '../../preview-build'

export default async function globalSetup() {
  await previewBuild()
}
