import { describe, expect, it } from "vitest";
import { check, verdict } from "../__fixtures__/decide.js";

describe("the compose project a command acts on", () => {
  it("takes the project of the working directory, its own compose files and its directory name as this project", () => {
    for (const command of [
      "docker compose down -v",
      "docker-compose down --volumes",
      "podman-compose down -v",
      "docker compose -f compose.yaml -f compose.override.yaml down -v",
      "docker compose -p app down -v",
      "COMPOSE_PROJECT_NAME=app docker compose down -v",
      "docker compose --project-directory deploy down -v",
      "cd services/api && docker compose down -v",
      "DOCKER_HOST=unix:///run/user/1000/docker.sock docker compose down -v",
    ]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("names what makes it another project", () => {
    expect(check("docker compose -p billing down -v").reason).toMatch(/compose project billing/);
    expect(check("docker compose -f ../billing/compose.yaml down -v").reason).toMatch(/reads \.\.\/billing\/compose\.yaml, outside the project/);
    expect(check("cd /srv/stack && docker compose down -v").reason).toMatch(/runs in \/srv\/stack/);
    expect(check("DOCKER_HOST=ssh://ops@db.example.com docker compose down -v").reason).toMatch(/DOCKER_HOST/);
    expect(check("docker -H tcp://10.0.0.5:2376 compose down -v").reason).toMatch(/container engine tcp:\/\/10\.0\.0\.5:2376/);
    expect(verdict("docker compose -f - down -v")).toBe("ask docker.compose-down-volumes");
    expect(verdict("cd \"$STACK\" && docker compose down -v")).toBe("ask docker.compose-down-volumes");
  });

  it("takes a compose file, env file or profile named for production as the deployment's, not the development stack", () => {
    for (const command of [
      "docker compose -f docker-compose.prod.yml down -v --rmi all",
      "docker compose -f compose.yaml -f compose.production.yaml down --volumes",
      "docker compose --env-file .env.production down -v",
      "docker compose --profile staging down -v",
      "COMPOSE_FILE=compose.yaml:compose.prod.yaml docker compose down -v",
    ]) expect(verdict(command), command).toBe("ask docker.compose-down-volumes");
    expect(check("docker compose -f deploy/docker-compose.prod.yml down -v").reason).toMatch(/reads deploy\/docker-compose\.prod\.yml, whose name says it describes production/);
    for (const command of ["docker compose -f docker-compose.dev.yml down -v", "docker compose -f docker-compose.products.yml down -v", "docker compose -f docker-compose.prod.yml down", "docker compose -f docker-compose.prod.yml config"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });

  it("without a known working directory, the run's own directory is still the project", () => {
    expect(check("docker compose down -v", { cwd: undefined }).decision).toBe("allow");
    expect(check("docker compose -f /srv/x/compose.yaml down -v", { cwd: undefined }).decision).toBe("ask");
  });
});
