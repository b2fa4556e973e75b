import { useMutation } from "@tanstack/react-query";
import { client, json } from "@/lib/api";

export const createCheckout = () => json(client.billing.checkout.$post());

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });
