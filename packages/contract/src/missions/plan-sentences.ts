/**
 * Why the wave planner gave a courier its mission, and why it left an order out, as the board
 * shows them. Values: counts, kilometres, a Dubai time of day (`{back}`) — never a courier's id.
 */
export const MISSION_PLAN_SENTENCES = {
  nearestStart:
    '{orders} orders in {stops} stops, {km} km; up to {parcels} of {capacity} parcels and {kg} of {capacityKg} kg aboard; back by {back}. Chosen because this courier starts nearest to the first stop.',
  roomLeft:
    '{orders} orders in {stops} stops, {km} km; up to {parcels} of {capacity} parcels and {kg} of {capacityKg} kg aboard; back by {back}. Chosen because nearer couriers had no room or time left for these orders.',
  alreadyPlanned: 'Already on a mission.',
  noVehicleCapacity: 'No chosen courier can carry its parcels and weight.',
  windowUnreachable: 'No chosen courier can reach it before its window closes.',
  shiftTooShort: 'Its window can be met, but no chosen courier would be back before the end of the shift.',
  noRoomInPlan:
    'A chosen courier could take it alone, but every one that could is full or out of time with its orders.',
  handIn:
    'Hand in {parcels} parcels of {orders} orders at {depot} by {closes}: they are delivered on a later day (next-day service), not in this wave.',
  bringBack:
    'Bring back {parcels} parcels of {orders} orders to {depot} by {closes}: their delivery attempt failed, they wait there for another day or the merchant’s choice.',
  load: 'Load {parcels} parcels of {orders} orders at {depot}: handed in on an earlier day, they are delivered in this wave.',
} as const;
