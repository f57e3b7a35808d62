/** The protected-route guard: spinner while the user loads, /auth when signed out, /verify-email when unverified. */
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "../lib/auth";
import { Spinner } from "./Spinner";

export function RequireVerifiedUser() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (!user.emailVerified) return <Navigate to="/verify-email" replace />;
  return <Outlet />;
}
