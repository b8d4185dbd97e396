export default function Placeholder() {
  return <main>login-page</main>;
}
