export default function Page() {
  return <main>placeholder: about-detail</main>;
}
