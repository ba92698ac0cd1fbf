import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";

describe("docker rules", () => {
  it("deny pruning volumes in any flag order", () => {
    for (const command of ["docker system prune -a --volumes", "docker system prune --volumes -af", "docker --context prod system prune -f --volumes", "podman system prune --volumes"]) {
      expect(verdict(command), command).toBe("deny docker.prune-volumes");
    }
    expect(verdict("docker volume prune -f")).toBe("deny docker.volume-prune");
    expect(verdict("docker volume rm $(docker volume ls -q)")).toBe("deny docker.remove-all-volumes");
  });

  it("ask for compose down -v of another project, and host mounts", () => {
    expect(verdict("docker compose -p billing down -v")).toBe("ask docker.compose-down-volumes");
    expect(verdict("docker compose -f ../billing/compose.yaml down -v")).toBe("ask docker.compose-down-volumes");
    expect(verdict("docker --context prod compose down -v")).toBe("ask docker.compose-down-volumes");
    expect(verdict("docker compose -p billing rm -fsv")).toBe("ask docker.compose-down-volumes");
    expect(verdict("nerdctl compose -p billing down -v")).toBe("ask docker.compose-down-volumes");
    expect(verdict("docker-compose -p billing down -v --rmi all")).toBe("ask docker.compose-down-volumes");
    expect(verdict("docker run -v /:/host alpine")).toBe("ask docker.host-root-access");
  });

  it("allow prune without volumes (documented) and other housekeeping", () => {
    for (const command of ["docker system prune", "docker system prune -af", "docker image prune -a", "docker system prune --volumes=false", "docker compose down", "docker compose down -v", "docker-compose down --volumes", "podman compose down -v", "docker compose rm -fsv", "nerdctl compose down -v", "docker compose -p billing rm -f", "docker compose down --rmi local --remove-orphans"]) {
      expect(verdict(command), command).toBe("allow");
    }
  });
});
