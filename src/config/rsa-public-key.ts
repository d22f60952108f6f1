// The PEM public key that encrypts passwords (VITE_RSA_PUBLIC_KEY). Apart from env.ts so that its
// long text loads with the first password (src/lib/crypto.ts), not with Home.
import { normalisePem, text } from './env'

export const rsaPublicKey = normalisePem(text(import.meta.env.VITE_RSA_PUBLIC_KEY))
