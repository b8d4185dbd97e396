export default function Placeholder() {
  return <main>reset-password-page</main>;
}
