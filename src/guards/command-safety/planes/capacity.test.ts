import { describe, expect, it } from "vitest";
import { verdict } from "../__fixtures__/decide.js";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { capacityEffects } from "./capacity.js";

/** The rules a command's invocations break, each once (a runner such as `railway` is walked again as its own command). */
const rules = (command: string) => [...new Set(invocations(command).flatMap((invocation) => capacityEffects(invocation)).map((effect) => effect.rule))];

describe("capacityEffects", () => {
  it("finds the clouds' services, groups, node pools and scale sets taken to zero, in either option form", () => {
    for (const command of [
      "aws ecs update-service --cluster prod --service web --desired-count 0",
      "aws --region eu-west-1 ecs update-service --desired-count=0 --cluster prod --service web",
      "aws autoscaling update-auto-scaling-group --auto-scaling-group-name web --max-size 0",
      "aws autoscaling set-desired-capacity --auto-scaling-group-name web --desired-capacity 0",
      "aws eks update-nodegroup-config --cluster-name prod --nodegroup-name ng --scaling-config minSize=0,maxSize=1,desiredSize=0",
      `aws eks update-nodegroup-config --cluster-name prod --nodegroup-name ng --scaling-config '{"minSize":0,"maxSize":0,"desiredSize":0}'`,
      "aws application-autoscaling register-scalable-target --service-namespace ecs --resource-id service/prod/web --scalable-dimension ecs:service:DesiredCount --max-capacity 0",
      "aws apprunner pause-service --service-arn arn:aws:apprunner:eu-west-1:1:service/web/1",
      "gcloud container clusters resize prod --node-pool pool-1 --num-nodes 0 --quiet",
      "gcloud beta container clusters resize prod --num-nodes=0",
      "gcloud compute instance-groups managed resize web --size=0 --zone europe-west1-b",
      "az aks scale -g rg -n prod --node-count 0",
      "az aks nodepool scale -g rg --cluster-name prod -n user1 -c 0",
      "az aks stop -g rg -n prod",
      "az aks nodepool stop -g rg --cluster-name prod -n user1",
      "az vmss scale -g rg -n web --new-capacity 0",
      "az vmss deallocate -g rg -n web",
      "az containerapp update -n web -g rg --min-replicas 0 --max-replicas 0",
    ]) expect(rules(command), command).toEqual(["planes.capacity-zero"]);
  });

  it("finds node groups, dynos, Machines, regions, task groups and swarm services taken to zero", () => {
    for (const command of [
      "eksctl scale nodegroup --cluster prod --name ng-1 --nodes 0",
      "eksctl scale nodegroup ng-1 --cluster=prod -N 0",
      "eksctl scale nodegroup --cluster prod --name ng-1 --nodes-max=0",
      "doctl kubernetes cluster node-pool update prod workers --count 0",
      "doctl k8s c np u prod workers --count=0",
      "heroku ps:scale web=0 -a shop",
      "heroku ps:scale web=2 worker=0:standard-2x --app shop",
      "heroku dyno:scale web=0",
      "fly scale count 0 -a shop",
      "flyctl scale count web=0 worker=0",
      "fly scale count 0 --process-group worker --yes",
      "railway scale --us-west2 0",
      "railway service scale --us-west2=0 --europe-west4 0 --service api",
      "nomad job scale web 0",
      "nomad job scale -address=https://nomad.prod:4646 web api 0",
      "docker service scale web=0",
      "docker --context prod service scale api=3 web=0",
      "docker service update --replicas 0 web",
      "docker service update --replicas=0 web",
    ]) expect(rules(command), command).toEqual(["planes.capacity-zero"]);
  });

  it("leaves scaling to a positive number, reading the scale and local schedulers alone", () => {
    for (const command of [
      "aws ecs update-service --cluster prod --service web --desired-count 2",
      "aws ecs update-service --cluster prod --service web --force-new-deployment",
      "aws autoscaling update-auto-scaling-group --auto-scaling-group-name web --min-size 0 --max-size 10",
      "aws eks update-nodegroup-config --cluster-name prod --nodegroup-name ng --scaling-config minSize=0,maxSize=5,desiredSize=2",
      "gcloud container clusters resize prod --num-nodes 3",
      "az aks scale -g rg -n prod --node-count 10",
      "az vmss deallocate -g rg -n web --instance-ids 3",
      "az containerapp update -n web -g rg --min-replicas 0 --max-replicas 10",
      "eksctl scale nodegroup --cluster prod --name ng-1 --nodes 10",
      "eksctl get nodegroup --cluster prod",
      "doctl kubernetes cluster node-pool update prod workers --count 10",
      "heroku ps:scale web=10",
      "heroku ps:stop run.4567",
      "heroku maintenance:on",
      "fly scale count 2",
      "fly scale count 3 --max-per-region 0",
      "fly scale vm shared-cpu-2x",
      "railway scale --us-east4 2 --us-west2 0",
      "nomad job scale web 10",
      "NOMAD_ADDR=http://127.0.0.1:4646 nomad job scale web 0",
      "nomad job scale -address=http://localhost:4646 web 0",
      "docker service scale web=10",
      "docker service update --image web:2 web",
      "docker compose up -d --scale web=0",
    ]) expect(rules(command), command).toEqual([]);
  });

  it("asks through the guard, and not for a dry run or help", () => {
    expect(verdict("sudo -E aws ecs update-service --cluster prod --service web --desired-count 0")).toBe("ask planes.capacity-zero");
    expect(verdict("npx heroku ps:scale web=0 -a shop")).toBe("ask planes.capacity-zero");
    expect(verdict("ssh ops@bastion 'docker service scale web=0'")).toBe("ask planes.capacity-zero");
    expect(verdict("aws autoscaling set-desired-capacity --auto-scaling-group-name web --desired-capacity 0 --help")).toBe("allow");
  });
});
