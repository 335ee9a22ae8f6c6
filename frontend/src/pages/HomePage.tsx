export function HomePage() {
  return (
    <main>
      <h1>Improve your business By implementing our managing Software</h1>
    </main>
  );
}
