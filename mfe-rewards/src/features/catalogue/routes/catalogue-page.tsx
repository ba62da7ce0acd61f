export function CataloguePage() {
  return (
    <section>
      <h1>Rewards</h1>
      <p>Spend your points on groceries, fuel, dining and more.</p>
    </section>
  );
}
