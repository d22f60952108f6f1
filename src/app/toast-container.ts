// react-toastify's container without the <style> element its default entry adds at run time,
// which the Content-Security-Policy would refuse (src/config/content-security-policy.ts): the same
// rules come as a built stylesheet, loaded with this chunk. Every toast goes through the same
// entry (src/lib/toast.ts), so container and toasts share one store.
import 'react-toastify/ReactToastify.css'
import './toast-layer.css'

export { ToastContainer } from 'react-toastify/unstyled'
