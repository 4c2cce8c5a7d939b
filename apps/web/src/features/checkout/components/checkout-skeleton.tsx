// /checkout while the signed-in cart arrives: the stepper, a step and the price details in their final shapes.
export function CheckoutSkeleton() {
  const bar = 'block animate-pulse rounded bg-page';
  return (
    <div aria-hidden="true" className="container-page pt-3 md:pt-5" data-testid="checkout-skeleton">
      <div className="mx-auto max-w-6xl">
        <div className="h-13 rounded-lg bg-card shadow-card" />
        <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-3 rounded-lg bg-card p-4 shadow-card">
            <span className={`${bar} h-5 w-1/3`} />
            <span className={`${bar} h-16 w-full`} />
            <span className={`${bar} h-16 w-full`} />
          </div>
          <div className="space-y-3 rounded-lg bg-card p-4 shadow-card">
            <span className={`${bar} h-4 w-1/2`} />
            <span className={`${bar} h-4 w-full`} />
            <span className={`${bar} h-4 w-full`} />
            <span className={`${bar} h-6 w-2/3`} />
          </div>
        </div>
      </div>
    </div>
  );
}
