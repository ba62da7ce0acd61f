export function VoucherListPage() {
  return (
    <section>
      <h1>Vouchers</h1>
      <p>Your vouchers appear here when you redeem rewards.</p>
    </section>
  );
}
