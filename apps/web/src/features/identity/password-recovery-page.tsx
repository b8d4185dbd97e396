export default function Placeholder() {
  return <main>password-recovery-page</main>;
}
