// TEMPORARY scaffold: replaced by the page's real implementation.
export function DevMailPage() {
  return <div className="container-page py-10">DevMailPage</div>;
}
