// The SDK side of the protocol (see @sumsub/websdk-react): announce readiness with the frame id
// from the `_` query parameter, take the access token from idCheck.init, report an unknown token
// as invalid-token (the app then renews it), and on approval report pending, then GREEN.
const frameId = new URLSearchParams(location.search).get('_') || ''
const sessionId = `demo-${Math.random().toString(36).slice(2)}`
const statusText = document.getElementById('status')
const approveButton = document.getElementById('approve')
let accessToken = ''

function post(message) {
  window.parent.postMessage({ ...message, frameId, sessionId }, '*')
}

function show(text) {
  statusText.textContent = text
}

async function checkToken() {
  const response = await fetch(`/websdk/applicant?token=${encodeURIComponent(accessToken)}`)
  if (!response.ok) {
    show('Renewing the session...')
    approveButton.disabled = true
    post({ method: 'idCheck.onError', code: 'invalid-token', error: 'Access token is invalid' })
    return
  }
  show('Ready for review.')
  approveButton.disabled = false
  post({ method: 'idCheck.onInitialized' })
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || !event.data) return
  const { method } = event.data
  if (
    method === 'idCheck.init' ||
    (method === 'idCheck.updateAccessToken' && event.data.accessToken)
  ) {
    accessToken = String(event.data.accessToken || '')
    void checkToken()
  } else if (method === 'idCheck.updateAccessToken') {
    show('The session could not be renewed.')
  }
})

approveButton.addEventListener('click', async () => {
  approveButton.disabled = true
  show('Submitting...')
  const submitted = await fetch('/websdk/submit', { method: 'POST', body: accessToken })
  if (!submitted.ok) return checkToken()
  post({ method: 'idCheck.onApplicantStatusChanged', reviewStatus: 'pending' })
  show('Under review...')
  const approved = await fetch('/websdk/approve', { method: 'POST', body: accessToken })
  if (!approved.ok) return checkToken()
  show('Approved.')
  post({
    method: 'idCheck.onApplicantStatusChanged',
    reviewStatus: 'completed',
    reviewResult: { reviewAnswer: 'GREEN' },
  })
})

post({ method: 'idCheck.onReady' })
