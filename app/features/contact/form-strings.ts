/** What the forms say (prefixes): their labels and mistakes, the confirmation and its reply time, the dialog. */
export const FORM_STRINGS = ['contact.', 'appointment.', 'reply.'] as const
