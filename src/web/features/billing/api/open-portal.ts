import { useMutation } from "@tanstack/react-query";
import { client, json } from "@/lib/api";

export const openPortal = () => json(client.billing.portal.$post());

export const useOpenPortal = () => useMutation({ mutationFn: openPortal });
