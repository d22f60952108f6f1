export function AppRouter() {
  return <main>Home</main>
}
