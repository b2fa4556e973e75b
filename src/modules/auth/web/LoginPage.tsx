import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { mainId, usePageTitle } from "@/lib/a11y";
import { NavLink as Link } from "@/lib/nav";
import { AuthForm } from "./AuthForm";
import { messages } from "./messages";
import { paths } from "@core/shared/paths";

export function LoginPage() {
  usePageTitle(messages.signIn);
  return (
    <main id={mainId} className="flex min-h-svh items-center justify-center p-4 outline-none">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <Link to={paths.home} className="text-sm text-primary hover:underline">
            {messages.backHome}
          </Link>
          <CardTitle as="h1" size="lg">
            {messages.signIn}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <AuthForm initialMode="signin" />
        </CardContent>
      </Card>
    </main>
  );
}
