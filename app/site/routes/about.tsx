export default function Page() {
  return <main>placeholder: about</main>;
}
