import { Link } from "@tanstack/react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { AuthForm } from "./AuthForm";

export function LoginPage() {
  return (
    <main className="flex min-h-svh items-center justify-center p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <Link to="/" className="text-sm text-primary hover:underline">
            ← Normwijs
          </Link>
          <CardTitle>
            <span className="text-2xl">Inloggen</span>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <AuthForm initialMode="signin" />
        </CardContent>
      </Card>
    </main>
  );
}
