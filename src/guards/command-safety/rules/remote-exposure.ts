import { KUBELET_PROGRAMS, kubeletEffects } from "../planes/kubelet-api.js";
import { EXPOSURE_PROGRAMS, exposureEffects } from "../planes/network-exposure.js";
import { planeProgram } from "../planes/package-programs.js";
import { bootCodeEffects } from "../planes/remote-boot-code.js";
import { shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

/**
 * Machines opened to the internet and code placed to run on them, decided by the models in
 * `planes/network-exposure.ts`, `planes/remote-boot-code.ts` and `planes/kubelet-api.ts`: inbound
 * access from every address, boot code replaced on a machine that exists, logins granted, and
 * commands sent to a kubelet. Each asks: such changes are sometimes intended, and a person should
 * say yes first. Code handed to a machine inline is also judged as if it ran there (`commands/remote.ts`).
 */
export const remoteExposureRules: RuleSet = {
  category: "infrastructure",
  // Python tool runners are read as the CLI they fetch and run (`uvx --from awscli aws …`).
  programs: [...new Set([...EXPOSURE_PROGRAMS, ...KUBELET_PROGRAMS, "uvx", "pipx", "uv"])],
  rules: [
    { id: "planes.open-to-internet", decision: "ask", description: "Opens inbound access to every address on the internet (0.0.0.0/0, ::/0, *, Internet, Any): AWS security groups, network ACLs and Lightsail ports other than the web ports 80 and 443 (aws ec2 authorize-security-group-ingress --cidr 0.0.0.0/0, --ip-permissions …CidrIp=0.0.0.0/0), Google Cloud firewall rules and policies (gcloud compute firewall-rules create --source-ranges=0.0.0.0/0, or no source at all), Azure NSG rules (az network nsg rule create --source-address-prefixes '*', or no source at all), az vm open-port, control planes and databases authorized for every address (gcloud --master-authorized-networks, aws eks update-cluster-config publicAccessCidrs=0.0.0.0/0), Azure resource firewalls whose default action becomes Allow (az storage account update --default-action Allow), DigitalOcean, Hetzner, OpenStack, Scaleway, Linode, Exoscale, OCI, IBM Cloud and Vultr firewalls; or serves a cluster port or an ssh tunnel beyond this machine (kubectl port-forward --address 0.0.0.0, ssh -L '*:8080:intranet:80', ssh -g); or gives a shell, remote desktop, database, container runtime or file share of this machine a public address through a tunnel service (ngrok tcp 22, cloudflared tunnel --url ssh://localhost:22 or tcp://localhost:5432, tailscale funnel 5432, lt --port 2375, bore local 22 --to bore.pub, zrok share public localhost:22, devtunnel host -p 3389 --allow-anonymous; web ports such as ngrok http 3000 and the tailnet-only tailscale serve stay allowed). Egress rules and rules from a private range or one address stay allowed." },
    { id: "planes.remote-boot-code", decision: "ask", description: "Replaces the code an existing cloud machine runs as root at boot — its user data, startup or shutdown script, custom data — on one instance or every instance of a project or scale set (aws ec2 modify-instance-attribute --attribute userData, gcloud compute instances|project-info add-metadata startup-script=…|startup-script-url=…, az vm update --user-data, az vmss update --custom-data), or has a new machine fetch its startup script from a web address outside Cloud Storage. A startup script given inline is judged as code run there." },
    { id: "planes.login-granted", decision: "ask", description: "Grants a login to a cloud machine: SSH keys added to instance or project metadata (gcloud compute instances|project-info add-metadata ssh-keys=…), pushed by EC2 Instance Connect (aws ec2-instance-connect send-ssh-public-key), or a VM user's key or password set (the VMAccess extension, az vm user update --ssh-key-value|--password)." },
    { id: "planes.kubelet-command", decision: "ask", description: "Runs a command in, or opens a stream into, a container through a node's kubelet API, around the cluster's authorization and audit (curl -k https://NODE:10250/run/NS/POD/CONTAINER -d cmd=…, /exec/, /attach/, /portForward/, also through the API server's /api/v1/nodes/NODE/proxy/…, kubeletctl run|exec); the command itself is judged as if it ran in the container." },
  ],
  invocation(written) {
    const invocation = planeProgram(written);
    return [...exposureEffects(invocation), ...bootCodeEffects(invocation), ...kubeletEffects(invocation)].map((effect) => ({ rule: effect.rule, decision: "ask", reason: `${shown(written)} ${effect.what}${via(written)}` }));
  },
};
