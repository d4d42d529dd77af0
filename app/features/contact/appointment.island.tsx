import { defineIsland } from '#app/features/islands/define'
import { appointmentIsland } from './appointment-island'
import { AppointmentDialog } from './appointment-form-dialog'

/** The appointment dialog of every page but the contact page: nothing in the page until a link opens it. */
export default defineIsland(appointmentIsland.name, AppointmentDialog, appointmentIsland)
