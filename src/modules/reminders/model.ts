/** Reminder mails: a person's own choice whether to get them (GET/PUT /api/reminders/preferences). */
export type ReminderPreferenceDto = { emailReminders: boolean };
