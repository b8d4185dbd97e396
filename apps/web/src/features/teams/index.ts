export { OrganisationSwitcher } from './components/organisation-switcher';
