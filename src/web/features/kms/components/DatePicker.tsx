/** The date picker is shared UI now (components/ui/date-picker): the KMS sections import it from here as before. */
export { DatePicker, formatIsoDate, parseIsoDate } from "@/components/ui/date-picker";
