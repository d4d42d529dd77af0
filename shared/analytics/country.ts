/** Whether a geolocation answer's country is the United States (SPEC §3 `isUSA`). */
export function isUnitedStates(country: string): boolean {
  return /^united states( of america)?$/i.test(country.trim())
}
