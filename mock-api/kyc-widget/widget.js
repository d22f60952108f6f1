// The SDK side of the protocol (see @sumsub/websdk-react): announce readiness with the frame id
// from the `_` query parameter, take the access token from idCheck.init, report an unknown token
// as invalid-token (the app then renews it), and on a decision report pending, then the
// completed review: GREEN for Approve, RED for Reject.
const frameId = new URLSearchParams(location.search).get('_') || ''
const sessionId = `demo-${Math.random().toString(36).slice(2)}`
const statusText = document.getElementById('status')
const buttons = [document.getElementById('approve'), document.getElementById('reject')]
let accessToken = ''

function post(message) {
  window.parent.postMessage({ ...message, frameId, sessionId }, '*')
}

function show(text) {
  statusText.textContent = text
}

// One decision at a time: both buttons wait while either runs.
function enableButtons(enabled) {
  for (const button of buttons) button.disabled = !enabled
}

async function checkToken() {
  const response = await fetch(`/websdk/applicant?token=${encodeURIComponent(accessToken)}`)
  if (!response.ok) {
    show('Renewing the session...')
    enableButtons(false)
    post({ method: 'idCheck.onError', code: 'invalid-token', error: 'Access token is invalid' })
    return
  }
  show('Ready for review.')
  enableButtons(true)
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

/** Submits the applicant (pending), then asks the mock for the answer at `endpoint`. */
async function decide(endpoint, reviewAnswer, doneText) {
  enableButtons(false)
  show('Submitting...')
  const submitted = await fetch('/websdk/submit', { method: 'POST', body: accessToken })
  if (!submitted.ok) return checkToken()
  post({ method: 'idCheck.onApplicantStatusChanged', reviewStatus: 'pending' })
  show('Under review...')
  const decided = await fetch(endpoint, { method: 'POST', body: accessToken })
  if (!decided.ok) return checkToken()
  show(doneText)
  post({
    method: 'idCheck.onApplicantStatusChanged',
    reviewStatus: 'completed',
    reviewResult: { reviewAnswer },
  })
}

buttons[0].addEventListener('click', () => decide('/websdk/approve', 'GREEN', 'Approved.'))
buttons[1].addEventListener('click', () => decide('/websdk/reject', 'RED', 'Rejected.'))

post({ method: 'idCheck.onReady' })
