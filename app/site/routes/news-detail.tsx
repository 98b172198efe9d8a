export default function Page() {
  return <main>placeholder: news-detail</main>;
}
