export default function Placeholder() {
  return <main>create-account-page</main>;
}
