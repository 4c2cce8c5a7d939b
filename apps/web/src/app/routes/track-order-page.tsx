// TEMPORARY scaffold: replaced by the page's real implementation.
export function TrackOrderPage() {
  return <div className="container-page py-10">TrackOrderPage</div>;
}
