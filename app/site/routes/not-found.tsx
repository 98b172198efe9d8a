export default function Page() {
  return <main>placeholder: not-found</main>;
}
