import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { CheckoutDto } from "../../../../shared/billing";

export const createCheckout = () => api<Partial<CheckoutDto>>("POST", "/api/billing/checkout", {});

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });
