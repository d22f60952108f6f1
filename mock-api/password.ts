// The mock's side of password encryption: base64 RSA PKCS#1 v1.5 ciphertext made with the demo
// public key. Node's own crypto refuses PKCS#1 v1.5 decryption (a timing-attack guard), so the key
// is applied raw and the padding checked here: milliseconds, where a pure-JavaScript decryption
// takes a tenth of a second for every sign-in the tests make.
import { constants, createPrivateKey, privateDecrypt, type KeyObject } from 'node:crypto'
import { DEMO_PRIVATE_KEY_PEM } from './demo-keys/demo-key-pair'

let privateKey: KeyObject | undefined

/** The message inside a PKCS#1 v1.5 encryption block (00 02, 8+ non-zero bytes, 00), or null. */
function unpad(block: Buffer): Buffer | null {
  if (block[0] !== 0x00 || block[1] !== 0x02) return null
  const end = block.indexOf(0x00, 2)
  if (end < 10) return null
  return block.subarray(end + 1)
}

/** The plain text, or null when the value is not ciphertext of the demo key (e.g. plain text). */
export function decryptPassword(value: string): string | null {
  privateKey ??= createPrivateKey(DEMO_PRIVATE_KEY_PEM)
  const cipher = Buffer.from(value, 'base64')
  // Ciphertext is exactly the key's length; anything else is not ours.
  if (cipher.length * 8 !== privateKey.asymmetricKeyDetails?.modulusLength) return null
  try {
    const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, cipher)
    const message = unpad(block)
    return message && new TextDecoder('utf-8', { fatal: true }).decode(message)
  } catch {
    return null
  }
}
