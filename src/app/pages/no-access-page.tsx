// Where the admin pages send a viewer without admin access. Renders nothing (SPEC.md §2).
export default function NoAccessPage() {
  return null
}
