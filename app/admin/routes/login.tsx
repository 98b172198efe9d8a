export default function Page() {
  return <main>placeholder</main>;
}
