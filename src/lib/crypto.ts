// Password encryption, as the API wants every password: RSA PKCS#1 v1.5 with the configured
// public key, base64 ciphertext. Loaded on demand so jsencrypt stays out of the first chunk.
import { JSEncrypt } from 'jsencrypt'
import { rsaPublicKey } from '../config/rsa-public-key'

export function encryptPassword(plain: string, publicKey: string = rsaPublicKey): string {
  const encryptor = new JSEncrypt()
  encryptor.setPublicKey(publicKey)
  const cipher = encryptor.encrypt(plain)
  if (cipher === false) throw new Error('Password encryption failed: check VITE_RSA_PUBLIC_KEY')
  return cipher
}
