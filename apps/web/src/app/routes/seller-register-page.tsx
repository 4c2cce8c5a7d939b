// TEMPORARY scaffold: replaced by the page's real implementation.
export function SellerRegisterPage() {
  return <div className="container-page py-10">SellerRegisterPage</div>;
}
