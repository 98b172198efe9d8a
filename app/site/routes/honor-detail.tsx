export default function Page() {
  return <main>placeholder: honor-detail</main>;
}
