// Before any worker starts its server (support/test.ts): the preview build they all serve, and a
// fresh record of the screen states axe has judged in this run (support/axe-states.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { previewBuild } from '../../preview-build'
import { STATES_DIR_VARIABLE } from './axe-states'

export default async function globalSetup() {
  await previewBuild()
  process.env[STATES_DIR_VARIABLE] = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-axe-states-'))
}
