import { casesOf, type CorpusCase } from "./corpus-types.js";

const planes = casesOf("infrastructure");
const docker = casesOf("docker");
const plain = { noVariants: true };

/**
 * The project's own compose volumes are its local development data: `down -v` of the compose
 * project in the working directory is a local reset, everyday work. Another project's volumes
 * (named by `-p`, a compose file or project directory elsewhere, a directory left by `cd`, another
 * engine) and volumes removed by name or all at once keep their decisions.
 */
export const COMPOSE_VOLUME_CASES: readonly CorpusCase[] = [
  docker.allow("docker compose down -v"),
  docker.allow("podman compose down -v"),
  docker.allow("podman-compose down --volumes"),
  docker.allow("nerdctl compose down -v --remove-orphans"),
  docker.allow("docker compose rm -fsv"),
  docker.allow("docker compose -f docker-compose.yml -f docker-compose.dev.yml down -v"),
  docker.allow("docker compose -p app down --volumes --remove-orphans"),
  docker.allow("docker compose --project-directory ./deploy/local down -v"),
  docker.allow("cd services/api && docker compose down -v"),
  docker.allow("docker --context default compose down -v"),
  docker.ask("docker compose -p billing down -v"),
  docker.ask("docker compose --project-name=billing down --volumes"),
  docker.ask("COMPOSE_PROJECT_NAME=billing docker compose down -v"),
  docker.ask("docker compose -f ../billing/docker-compose.yml down -v"),
  docker.ask("docker-compose -f /srv/stack/docker-compose.yml down --volumes"),
  docker.ask("podman-compose -p shop-prod down -v"),
  docker.ask("docker compose --project-directory ~/code/other down -v"),
  docker.ask("cd /srv/stack && docker compose down -v", plain),
  docker.ask("cd ../other-service && docker-compose down -v", plain),
  docker.ask("docker --context prod compose down -v"),
  docker.ask("docker -H ssh://deploy@prod.example.com compose down -v"),
  docker.ask("DOCKER_HOST=ssh://deploy@prod.example.com docker compose down -v"),
  docker.ask("ssh deploy@prod.example.com 'cd /srv/app && docker compose down -v'", plain),
  docker.ask("docker volume rm app_pgdata"),
  docker.deny("docker volume prune -a -f"),
  docker.deny("docker system prune --volumes -f"),
];

/** Every case of this round. */
export const PLANE_ROUND_11_CASES: readonly CorpusCase[] = [...COMPOSE_VOLUME_CASES, planes.allow("docker compose down")];
