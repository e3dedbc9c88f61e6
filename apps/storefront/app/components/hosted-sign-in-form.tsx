import { Button } from '@fitkit/ui/button';
import { ACCOUNT_PATHS } from '../shop-routes';

/**
 * The hosted sign-in service's button (SPEC §6): a plain form post, so it works without JavaScript; the shop's action
 * sends the shopper to the issuer and they come back to `returnUrl`.
 */
export function HostedSignInForm({ returnUrl }: { returnUrl: string }) {
  return (
    <form
      method="post"
      action={ACCOUNT_PATHS.hostedSignIn}
      className="hosted-sign-in"
      aria-label="Hosted sign-in"
    >
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <Button type="submit" variant="OUTLINE">
        Sign in with our sign-in service
      </Button>
    </form>
  );
}
