// The mock's side of password encryption: base64 RSA PKCS#1 v1.5 ciphertext made with
// the demo public key. Node's own crypto refuses PKCS#1 v1.5 decryption, so node-forge does it.
import forge from 'node-forge'
import { DEMO_PRIVATE_KEY_PEM } from './demo-keys/demo-key-pair'

let privateKey: forge.pki.rsa.PrivateKey | undefined

/** The plain text, or null when the value is not ciphertext of the demo key (e.g. plain text). */
export function decryptPassword(value: string): string | null {
  privateKey ??= forge.pki.privateKeyFromPem(DEMO_PRIVATE_KEY_PEM)
  try {
    const plain = privateKey.decrypt(forge.util.decode64(value), 'RSAES-PKCS1-V1_5')
    return forge.util.decodeUtf8(plain)
  } catch {
    return null
  }
}
