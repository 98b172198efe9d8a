export default function Page() {
  return <main>placeholder: home</main>;
}
