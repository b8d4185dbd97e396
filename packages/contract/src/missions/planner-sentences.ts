/**
 * Why a wave was not planned when the outside route planner failed (decision 056): the routing
 * server (OSRM) that gives the travel table, or the route optimiser (VROOM) that solves the wave.
 * `detail` is the server's own code and message, kept as it wrote them.
 */
export const PLANNER_SENTENCES = {
  osrmNoAnswer: 'The routing server (OSRM) did not answer: the wave was not planned. Try again in a moment.',
  osrmRefused: 'The routing server (OSRM) refused the travel table ({detail}): the wave was not planned.',
  osrmMalformed: 'The routing server (OSRM) answered something that is not a travel table: the wave was not planned.',
  osrmTooLarge: 'A wave of {points} places is more than the {max} the routing server (OSRM) is asked for at once.',
  vroomNoAnswer: 'The route optimiser (VROOM) did not answer: the wave was not planned. Try again in a moment.',
  vroomRefused: 'The route optimiser (VROOM) could not plan the wave ({detail}).',
  vroomMalformed: 'The route optimiser (VROOM) answered something that is not a plan: the wave was not planned.',
  vroomInfeasible:
    'The route optimiser (VROOM) answered a plan that breaks the wave’s rules ({detail}): the wave was not planned.',
} as const;
